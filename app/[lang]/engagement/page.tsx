export { default, generateMetadata } from "@/components/pages/engagement";
