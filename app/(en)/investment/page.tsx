export { default, generateMetadata } from "@/components/pages/investment";
