// Spec commercial §2.1: "/ and /{product}" are the same Home screen (its forms post to "/?index").
export { action, default, loader } from "./_index";
