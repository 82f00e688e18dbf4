import { chrome } from "./chrome";
import { home } from "./home";
import { routeMessages } from "./routes";
import { screens } from "./screens";

/** English is the source of every message key; other languages must supply each one. */
export const en = { ...chrome, ...routeMessages, ...screens, ...home };

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
