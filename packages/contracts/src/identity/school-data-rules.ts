// Kept free of zod: the dashboard decides with it whether to load the school data form (decision 007).

/** Spec 5: the school data form is shown to school coordinators while either e-mail is empty. */
export function needsSchoolData(school: { data_protection_officer_email: string | null; principal_email: string | null }): boolean {
  return !school.data_protection_officer_email?.trim() || !school.principal_email?.trim();
}
