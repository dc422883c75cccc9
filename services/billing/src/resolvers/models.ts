/** An account as billing knows it in the supergraph: auth owns the rest of an OwnerAccount, billing adds its subscription. */
export interface OwnerAccountModel {
  id: string;
}
