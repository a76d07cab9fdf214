// The JavaScript budgets (bench/README.md), shared by the bench and tests/integration/js-weight.test.ts.

/** Budget for JavaScript on `/`, gzip -9. */
export const JS_BUDGET_KIB = 120;
/** Budget for the JavaScript a later route adds to what `/` already loaded. */
export const ROUTE_JS_BUDGET_KIB = 40;
