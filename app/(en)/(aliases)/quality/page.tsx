export { default, generateMetadata } from "@/components/pages/quality-check";
