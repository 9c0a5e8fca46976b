/**
 * The workspace's billing details (issue 35; docs/billing.md, "Billing"): who receives invoices and what they say of
 * the buyer. Written once for the billing page's checks and the mock backend's schema.
 */
export interface BillingDetails {
  ContactName: string;
  Email: string;
  Company: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  PostalCode: string;
  Country: string;
  TaxId: string;
}

export const BILLING_LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  addressLine: 120,
  city: 80,
  postalCode: 20,
  country: 60,
  taxId: 30,
} as const;

export const BillingText = {
  contactRequired: 'Enter the name of the billing contact.',
  emailInvalid: 'Enter the e-mail address invoices go to.',
  taxIdInvalid: 'A tax ID holds letters, digits, spaces, dots and dashes only.',
  saved: 'The billing details were saved.',
} as const;

export const EMPTY_BILLING_DETAILS: BillingDetails = Object.freeze({
  ContactName: '',
  Email: '',
  Company: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  PostalCode: '',
  Country: '',
  TaxId: '',
});

/** What is wrong with billing details, per field (empty: nothing); the length limits are the schema's. */
export function billingDetailsProblems(
  details: BillingDetails,
): Partial<Record<keyof BillingDetails, string>> {
  const problems: Partial<Record<keyof BillingDetails, string>> = {};
  if (details.ContactName.trim() === '') problems.ContactName = BillingText.contactRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.Email.trim())) problems.Email = BillingText.emailInvalid;
  if (details.TaxId.trim() !== '' && !/^[A-Za-z0-9 .-]+$/.test(details.TaxId.trim()))
    problems.TaxId = BillingText.taxIdInvalid;
  return problems;
}
