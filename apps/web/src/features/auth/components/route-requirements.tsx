import type { RouteRequirement } from '@sante/shared/roles';
import { createContext, useContext, type ReactNode } from 'react';

type RequirementFor = (pathname: string) => RouteRequirement | null | undefined;

/**
 * The app's route table tells the auth feature what a remembered page requires, so that sign-in only
 * lands on pages the user may open. The app provides it; the feature does not import the app.
 */
const RouteRequirementsContext = createContext<RequirementFor>(() => undefined);

export function RouteRequirementsProvider({ value, children }: { value: RequirementFor; children: ReactNode }) {
  return <RouteRequirementsContext value={value}>{children}</RouteRequirementsContext>;
}

export function useRequirementFor(): RequirementFor {
  return useContext(RouteRequirementsContext);
}
