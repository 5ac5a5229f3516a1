import type { VaccinationPerson } from '@sante/shared/vaccination-schemas';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type PersonSwitcherProps = {
  people: readonly VaccinationPerson[];
  selectedId: string | null;
  adding: boolean;
  onSelect: (dependentId: string | null) => void;
  onAdd: () => void;
};

/** Whose card is shown: "Moi", each child, and "Ajouter un enfant". */
export function PersonSwitcher({ people, selectedId, adding, onSelect, onAdd }: PersonSwitcherProps) {
  const { t } = useTranslation('vaccination');
  return (
    <nav aria-label={t('people.label')}>
      <ul className="flex flex-wrap gap-2">
        {people.map((person) => {
          const selected = !adding && person.dependentId === selectedId;
          return (
            <li key={person.dependentId ?? 'me'}>
              <Button
                variant={selected ? 'default' : 'outline'}
                aria-pressed={selected}
                onClick={() => onSelect(person.dependentId)}
              >
                {person.dependentId === null ? t('people.me') : person.firstName}
              </Button>
            </li>
          );
        })}
        <li>
          <Button variant={adding ? 'default' : 'ghost'} aria-pressed={adding} onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('people.addChild')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
