import type { Dictionary } from "@/content/i18n/en";
import { chrome } from "./chrome";
import { home } from "./home";
import { routeMessages } from "./routes";
import { screens } from "./screens";

export const hi: Dictionary = { ...chrome, ...routeMessages, ...screens, ...home };
