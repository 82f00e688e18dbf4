import type { ReactNode } from "react";
import "../globals.css";
import { LiveDocument } from "@/lib/live-document";
import { rootMetadataFor } from "@/lib/metadata";

export { viewport } from "@/lib/metadata";

export const metadata = rootMetadataFor("en");

/** English pages rendered per request, under a nonce (lib/live-document.tsx). */
export default function EnglishLiveLayout({ children }: { children: ReactNode }) {
  return <LiveDocument lang="en">{children}</LiveDocument>;
}
