// The return page Stripe sends members back to (spec: /premium-enhanced?payment=success): the same
// screen as /premium, which reads the flag but never trusts it for the tier.
export { default, loader, meta } from "./premium";
