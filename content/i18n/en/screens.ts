/** The 404 and error screens: kept apart so the client error boundary loads only these. */
export const screens = {
  "notFound.title": "404 Page Not Found",
  "notFound.body": "Did you forget to add the page to the router?",
  "notFound.home": "Go Home",
  "error.title": "Something went wrong",
  "error.body": "We encountered an unexpected error. Please try refreshing the page.",
  "error.retry": "Try Again",
  "error.home": "Go Home",
} as const;
