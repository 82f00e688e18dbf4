import type { Messages } from "@/content/i18n/types";
import type { screens as en } from "@/content/i18n/en/screens";

export const screens: Messages<typeof en> = {
  "notFound.title": "404 पेज नहीं मिला",
  "notFound.body": "क्या आप इस पेज को राउटर में जोड़ना भूल गए?",
  "notFound.home": "होम पर जाएँ",
  "error.title": "कुछ गड़बड़ हो गई",
  "error.body": "एक अनपेक्षित त्रुटि हुई। कृपया पेज को फिर से लोड करें।",
  "error.retry": "फिर से कोशिश करें",
  "error.home": "होम पर जाएँ",
};
