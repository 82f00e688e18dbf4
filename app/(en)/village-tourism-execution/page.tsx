export { default, generateMetadata } from "@/components/pages/village-tourism-execution";
