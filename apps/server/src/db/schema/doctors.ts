import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Profession, Specialty } from '@sante/shared/doctor-constants';
import { user } from './auth';

/** A doctor's or nurse's professional profile (completed by them after an admin created the account). */
export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    profession: text('profession').$type<Profession>().notNull(),
    specialty: text('specialty').$type<Specialty>().notNull(),
    licenceNumber: text('licence_number').notNull(),
    city: text('city').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    bio: text('bio'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('doctor_profiles_city_specialty_idx').on(table.city, table.specialty)],
);
