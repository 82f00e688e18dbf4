export { default, generateMetadata } from "@/components/pages/evidence";
