/** The contract's order id (orderIdSchema): a URL's ?order= is only trusted when it is one. */
export const orderIdSchemaPattern = /^D\d{6,20}$/;
