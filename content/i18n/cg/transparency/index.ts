import { transparencyHub } from "./hub";
import { transparencyDetails } from "./details";

export const transparency = {
  ...transparencyHub,
  ...transparencyDetails,
};
