export { default, generateMetadata } from "@/components/pages/risk-management";
