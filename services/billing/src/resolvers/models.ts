/** An account as billing knows it in the supergraph: auth owns the rest of a Tenant, billing adds its subscription. */
export interface TenantModel {
  id: string;
}
