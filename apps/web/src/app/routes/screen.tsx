/**
 * Screens built by later issues (login, register, wallet, agent...). Until then only the layout
 * shows: the route's header with its title and back rule, and an empty named `<main>` region.
 */
export function ScreenRoute() {
  return null;
}
