import type {
  RecordedDose,
  TDependentRequest,
  TVaccinationDoseDetails,
  TVaccinationDoseRequest,
  VaccinationCard,
  VaccinationPeopleResponse,
  VaccinationPerson,
} from '@sante/shared/vaccination-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Everything under this key changes together: a dose or a child changes the cards and the reminders. */
const vaccinationsKey = ['vaccinations'] as const;

/** `GET /api/vaccinations/people`: the account holder first, then their children. */
export function vaccinationPeopleQueryOptions() {
  return queryOptions({
    queryKey: [...vaccinationsKey, 'people'],
    queryFn: ({ signal }) =>
      apiRequest<VaccinationPeopleResponse>('/vaccinations/people', { signal }).then((body) => body.people),
  });
}

/** `GET /api/vaccinations/card`: one person's schedule with statuses (`null`: the account holder). */
export function vaccinationCardQueryOptions(dependentId: string | null) {
  return queryOptions({
    queryKey: [...vaccinationsKey, 'card', dependentId ?? 'me'],
    queryFn: ({ signal }) =>
      apiRequest<VaccinationCard>('/vaccinations/card', {
        signal,
        query: dependentId ? { dependentId } : undefined,
      }),
  });
}

export function useVaccinationPeople() {
  return useQuery(vaccinationPeopleQueryOptions());
}

export function useVaccinationCard(dependentId: string | null) {
  return useQuery(vaccinationCardQueryOptions(dependentId));
}

/** A mutation after which every vaccination query is fetched again. */
function useVaccinationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaccinationsKey }),
  });
}

type PersonBody = { person: VaccinationPerson };
type DoseBody = { dose: RecordedDose };

export function useAddDependent() {
  return useVaccinationMutation((body: TDependentRequest) =>
    apiRequest<PersonBody>('/vaccinations/dependents', { method: 'POST', body }).then((r) => r.person),
  );
}

export function useUpdateDependent() {
  return useVaccinationMutation(({ id, body }: { id: string; body: TDependentRequest }) =>
    apiRequest<PersonBody>(`/vaccinations/dependents/${id}`, { method: 'PUT', body }).then((r) => r.person),
  );
}

export function useDeleteDependent() {
  return useVaccinationMutation((id: string) =>
    apiRequest<undefined>(`/vaccinations/dependents/${id}`, { method: 'DELETE' }),
  );
}

export function useRecordDose() {
  return useVaccinationMutation((body: TVaccinationDoseRequest) =>
    apiRequest<DoseBody>('/vaccinations/doses', { method: 'POST', body }).then((r) => r.dose),
  );
}

export function useUpdateDose() {
  return useVaccinationMutation(({ id, body }: { id: string; body: TVaccinationDoseDetails }) =>
    apiRequest<DoseBody>(`/vaccinations/doses/${id}`, { method: 'PUT', body }).then((r) => r.dose),
  );
}

export function useDeleteDose() {
  return useVaccinationMutation((id: string) =>
    apiRequest<undefined>(`/vaccinations/doses/${id}`, { method: 'DELETE' }),
  );
}
