/** Messages of the quality-check page. Check names and details come from the server in English. */
export const qualityCheck = {
  "quality-check.hero.eyebrow": "Live self-audit",
  "quality-check.hero.title": "Quality Check",
  "quality-check.hero.description":
    "A report the site computes from its own content: schemas, figures, links, translations and response time, measured against the standards a release must meet.",
  "quality-check.hero.standard": "Deploy at {score}%+ with {critical} critical issues",

  "quality-check.dashboard.title": "Live quality dashboard",
  "quality-check.dashboard.description":
    "The report is fetched from /api/quality-check when this page opens, and again whenever you run a check.",
  "quality-check.dashboard.controls": "Report controls",
  "quality-check.dashboard.loading": "Loading quality report...",
  "quality-check.dashboard.runCheck": "Run Check",
  "quality-check.dashboard.running": "Checking...",
  "quality-check.dashboard.autoRefresh": "Auto-refresh every {seconds} s",
  "quality-check.dashboard.readiness": "Deployment readiness",
  "quality-check.dashboard.checking": "Checking...",
  "quality-check.dashboard.ready": "Ready",
  "quality-check.dashboard.notReady": "Not Ready",
  "quality-check.dashboard.overall": "Overall score",
  "quality-check.dashboard.passed": "Tests passed",
  "quality-check.dashboard.critical": "Critical issues",
  "quality-check.dashboard.bannerReady": "Platform Ready for Deployment",
  "quality-check.dashboard.bannerReadyText":
    "No critical check fails and the overall score meets the {score}% standard.",
  "quality-check.dashboard.bannerBlocked": "Deployment Blocked",
  "quality-check.dashboard.bannerBlockedText":
    "A critical check fails or the overall score is below {score}%. The recommendations say what to fix.",
  "quality-check.dashboard.deployNow": "Deploy Now",
  "quality-check.dashboard.recommendations": "Recommendations",
  "quality-check.dashboard.noRecommendations": "Nothing to fix: every check passes.",
  "quality-check.dashboard.checks": "Checks by category",
  "quality-check.dashboard.categoryScore": "{category}: {score}%",
  "quality-check.dashboard.checkCount": "{count} checks",
  "quality-check.dashboard.checkCountOne": "1 check",
  "quality-check.dashboard.criticalBadge": "Critical",
  "quality-check.dashboard.score": "Score {score}",
  "quality-check.dashboard.ranAt": "Audit run at {time}",
  "quality-check.dashboard.englishNote": "Check names and details are generated in English.",
  "quality-check.dashboard.noscript":
    "The live dashboard needs JavaScript. The same report is available as JSON:",

  "quality-check.status.pass": "Pass",
  "quality-check.status.warning": "Warning",
  "quality-check.status.fail": "Fail",

  "quality-check.category.Content": "Content",
  "quality-check.category.Figures": "Figures",
  "quality-check.category.Links": "Links",
  "quality-check.category.Languages": "Languages",
  "quality-check.category.Service": "Service",

  "quality-check.features.title": "What the check covers",
  "quality-check.features.description":
    "Every check is computed on the server from the content this deployment serves, never written in by hand.",
  "quality-check.features.Content":
    "Each content module's data is parsed again against its schema, so malformed content shows up here before visitors see it.",
  "quality-check.features.Figures":
    "Phase budgets add up to the total, the per-person cost is the total over the population, and the tiers' tax benefit and reach agree. Where the plan's documents give different readings, the gap is reported as a warning, in rupees or km.",
  "quality-check.features.Links":
    "Every internal link in the content, the header and footer in all three languages, and every path of the route table leads to a page.",
  "quality-check.features.Languages":
    "Hindi and Chhattisgarhi have a message for every English key, and the messages still identical to English are counted.",
  "quality-check.features.Service":
    "The time the report took to compute, against the {ms} ms standard.",

  "quality-check.standards.title": "Deployment standards",
  "quality-check.standards.description": "What a release must meet before it goes out.",
  "quality-check.standards.overall.label": "Overall score",
  "quality-check.standards.overall.value": "{score}%+",
  "quality-check.standards.overall.text":
    "The mean of every check's score. A passing check scores 100; a disagreement between two readings scores {warning}.",
  "quality-check.standards.critical.label": "Critical issues",
  "quality-check.standards.critical.value": "{count}",
  "quality-check.standards.critical.text":
    "Content validity, the figure checks, broken links and missing translations are critical: one failure blocks deployment.",
  "quality-check.standards.api.label": "API response",
  "quality-check.standards.api.value": "Under {ms} ms",
  "quality-check.standards.api.text": "Timed by the report's own Service check on every answer.",
  "quality-check.standards.mobile.label": "Mobile score",
  "quality-check.standards.mobile.value": "Over {score}%",
  "quality-check.standards.mobile.text":
    "Measured by a Lighthouse mobile audit of the built site (npm run bench), not by the live report.",

  "quality-check.api.title": "API information",
  "quality-check.api.description":
    "Both endpoints answer GET and HEAD only; any other method gets 405 with an Allow header. Query strings are ignored and answers are never cached.",
  "quality-check.api.report.title": "Quality report",
  "quality-check.api.report.text":
    "The full report, computed on the server from the site's content, navigation and route table.",
  "quality-check.api.health.title": "Health status",
  "quality-check.api.health.text":
    "A small status for uptime monitors. This page does not call it.",
  "quality-check.api.fields": "Response fields",
  "quality-check.api.field.overall_score": "the rounded mean of the check scores, 0-100",
  "quality-check.api.field.deployment_ready":
    "true exactly when no critical check fails and the score meets {score}",
  "quality-check.api.field.passed": "how many checks pass",
  "quality-check.api.field.total_tests": "how many checks ran",
  "quality-check.api.field.critical_issues": "how many critical checks fail",
  "quality-check.api.field.recommendations": "what to fix, from every check that did not pass",
  "quality-check.api.field.checks":
    "each check: category, test, status (pass, warning or fail), score, details, critical, timestamp",
  "quality-check.api.field.status": '"ok" while the server answers',
  "quality-check.api.field.time": "the server's time (ISO 8601)",
  "quality-check.api.field.version": "the site's version",

  "quality-check.schedule.title": "Schedule",
  "quality-check.schedule.description": "What runs the checks, and how often.",
  "quality-check.schedule.health.label": "Health check",
  "quality-check.schedule.health.value": "Every {minutes} min",
  "quality-check.schedule.health.text":
    "Whoever deploys the site points an uptime monitor at /api/quality-check/health every minute. The site does not run a monitor itself.",
  "quality-check.schedule.audit.label": "Full audit",
  "quality-check.schedule.audit.value": "Every {minutes} min",
  "quality-check.schedule.audit.text":
    "The server re-runs every check on the first request after its last audit is {minutes} minutes old. In between it answers from that audit: the content cannot change while the server runs.",
  "quality-check.schedule.refresh.label": "This page",
  "quality-check.schedule.refresh.value": "Every {seconds} s",
  "quality-check.schedule.refresh.text":
    "With auto-refresh on, the dashboard fetches the report every {seconds} seconds. It is off by default; Run Check fetches at once.",

  "quality-check.deploy.title": "How this site is deployed",
  "quality-check.deploy.description":
    "'Deploy Now' leads here: deploying is done by whoever hosts the site, not from this page.",
  "quality-check.deploy.vercel":
    "On Vercel the site deploys with no configuration: import the repository and every push to the main branch builds and publishes it.",
  "quality-check.deploy.siteUrl":
    "Set SITE_URL to the public address so canonical links, the sitemap and share cards point at it. On Vercel the production address is used when SITE_URL is not set.",
  "quality-check.deploy.node":
    "Any host with Node.js 20.9 or later works too: npm run build, then npm start.",
} as const;
