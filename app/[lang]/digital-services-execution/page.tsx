export { default, generateMetadata } from "@/components/pages/digital-services-execution";
