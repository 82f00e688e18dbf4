import type { Messages } from "@/content/i18n/types";
import type { screens as en } from "@/content/i18n/en/screens";

export const screens: Messages<typeof en> = {
  "notFound.title": "404 पन्ना नइ मिलिस",
  "notFound.body": "का तुमन ए पन्ना ला राउटर म जोड़े बर भुला गेव?",
  "notFound.home": "होम म जावव",
  "error.title": "कुछु गड़बड़ हो गे",
  "error.body": "एक अनचेतहा गड़बड़ी होगे। पन्ना ला फेर ले लोड करव।",
  "error.retry": "फेर कोसिस करव",
  "error.home": "होम म जावव",
};
