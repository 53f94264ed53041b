// What other modules may use of api-keys (modules/README.md): the scope check of routes that
// authenticate keys themselves (the MCP server checks one scope per tool) and the route rule.

export { insertApiKey } from "./api-keys.service";
export { authorizeKeyRoute, requireScope } from "./key-access";
export { accessOf, type RouteAccess } from "./route-access";
