export { default, generateMetadata } from "@/components/pages/dashboard";
