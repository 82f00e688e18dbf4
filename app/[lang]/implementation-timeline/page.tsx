export { default, generateMetadata } from "@/components/pages/implementation-timeline";
