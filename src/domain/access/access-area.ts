/**
 * The areas a role's access verbs apply to (ours: platform spec §6 names the verbs "across the product", the issue asks
 * for a matrix of verbs per area). A role grants a bit mask of verbs in each area (role-verbs.ts); the policies ask for
 * a verb in their own area. Sharing a form is the Share verb of the forms area.
 */
export const ACCESS_AREAS = ['projects', 'forms', 'reports', 'tasks', 'cabinet'] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];

/** How the Roles screen names each area. */
export const ACCESS_AREA_LABELS: Readonly<Record<AccessArea, string>> = Object.freeze({
  projects: 'Projects',
  forms: 'Forms and form instances',
  reports: 'Reports',
  tasks: 'Tasks',
  cabinet: 'Cabinets and documents',
});

/** A mask of access verbs per area. */
export type AreaVerbs = Readonly<Record<AccessArea, number>>;

export function isAccessArea(value: unknown): value is AccessArea {
  return typeof value === 'string' && (ACCESS_AREAS as readonly string[]).includes(value);
}

/** The same mask in every area (built-in roles, and custom roles stored before areas existed). */
export function everyArea(mask: number): AreaVerbs {
  return Object.freeze(
    Object.fromEntries(ACCESS_AREAS.map((area) => [area, mask])) as Record<AccessArea, number>,
  );
}
