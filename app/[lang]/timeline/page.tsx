export { default, generateMetadata } from "@/components/pages/timeline";
