/**
 * The id of the footer's page lists (from "Explore" on, past the home page's anchors): before
 * the header's scripts run (or without JavaScript), the More and menu buttons are links to it,
 * so they are never dead.
 * (Its own module: the header islands import it, and lib/nav brings the route table along.)
 */
export const sitePagesId = "site-pages";
