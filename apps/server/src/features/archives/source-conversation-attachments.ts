import type { ArchiveStatus } from '@sante/shared/archive-constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import { conversationAttachments, conversationMessages, conversations } from '../../db/schema/conversations';
import { storageObjects } from '../../db/schema/storage';
import { CONVERSATION_ATTACHMENTS_BUCKET } from '../storage/storage-buckets';
import { deleteObjectRow, objectColumns, type ArchiveSourceModule } from './archive-source';
import {
  archiveColumns,
  archiveFilters,
  author,
  documentsOf,
  doualaDay,
  hold,
  holder,
  holdOf,
  owner,
  type SourceColumns,
} from './archive-view';

/** Whose it is: the conversation's patient, or the carer of a team conversation. */
const ownerId = sql`coalesce(${conversations.patientId}, ${conversations.carerId})`;

const columns: SourceColumns = {
  id: conversationAttachments.id,
  title: sql<string>`coalesce(${conversationAttachments.name}, ${conversationAttachments.kind})`,
  kind: conversationAttachments.kind,
  category: sql`null::text`,
  day: doualaDay(conversationAttachments.createdAt),
  // Filed into the record (« Classer dans le dossier »): the record's copy is the current one.
  status: sql<ArchiveStatus>`case when ${conversationAttachments.filedDocumentId} is null then 'current' else 'superseded' end`,
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
  createdAt: conversationAttachments.createdAt,
};

/** Photos, documents and voice notes of the conversations, filed into the record or not, dated by the message. */
export const conversationAttachmentsSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    const rows = await db
      .select(archiveColumns(columns))
      .from(conversationAttachments)
      .innerJoin(storageObjects, eq(storageObjects.id, conversationAttachments.objectId))
      .innerJoin(conversations, eq(conversations.id, conversationAttachments.conversationId))
      .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
      .innerJoin(owner, sql`${owner.userId} = ${ownerId}`)
      .leftJoin(author, eq(author.userId, conversationMessages.senderId))
      .leftJoin(hold, holdOf('conversation_attachment', conversationAttachments.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(archiveFilters(filter, columns))
      .orderBy(desc(conversationAttachments.createdAt))
      .limit(limit);
    return documentsOf('conversation_attachment', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: sql<string>`${ownerId}`, object: objectColumns })
      .from(conversationAttachments)
      .innerJoin(conversations, eq(conversations.id, conversationAttachments.conversationId))
      .innerJoin(storageObjects, eq(storageObjects.id, conversationAttachments.objectId))
      .where(and(eq(conversationAttachments.id, id), eq(storageObjects.bucketId, CONVERSATION_ATTACHMENTS_BUCKET)));
    return row;
  },
  async remove(db, id) {
    const [removed] = await db
      .delete(conversationAttachments)
      .where(eq(conversationAttachments.id, id))
      .returning({ objectId: conversationAttachments.objectId });
    if (!removed) return false;
    await deleteObjectRow(db, removed.objectId);
    return true;
  },
};
