/** A path of the Billing API under the organisation (spec 2 §7): `/billing/v1/organizations/{id}/{path}`. */
export function billingPath(organizationId: string, path: string): string {
  return `/billing/v1/organizations/${encodeURIComponent(organizationId)}/${path}`;
}
