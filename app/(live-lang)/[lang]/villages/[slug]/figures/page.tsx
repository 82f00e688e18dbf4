export { default, generateMetadata } from "@/components/pages/village-figures";

// Every village but the pilot renders on request, under a fresh nonce (lib/page.tsx).
export const dynamic = "force-dynamic";
export const dynamicParams = true;
