export {
  FilterPage as default,
  filterMetadata as generateMetadata,
} from "@/components/pages/villages";
