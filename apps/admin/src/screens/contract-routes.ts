/**
 * Every route of the contract, which the screens' calls name. A module of its own so that the
 * sign-in page can fetch and run them ahead, in the chunk the screens share, without putting
 * them into its own chunks.
 */
export { API } from '@org/api-contract';
