/**
 * GST state and union territory codes (the first two digits of a GSTIN), for the place of supply on an
 * invoice. Addresses carry the state as the shopper typed it; `gstState` reads the usual spellings.
 */
export const GST_STATES: readonly { code: string; name: string; aliases?: readonly string[] }[] = [
  { code: "01", name: "Jammu and Kashmir", aliases: ["jammu & kashmir", "j&k", "j & k"] },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand", aliases: ["uttaranchal"] },
  { code: "06", name: "Haryana" },
  {
    code: "07",
    name: "Delhi",
    aliases: ["new delhi", "nct of delhi", "national capital territory of delhi"],
  },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh", aliases: ["up"] },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal", aliases: ["wb"] },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha", aliases: ["orissa"] },
  { code: "22", name: "Chhattisgarh", aliases: ["chattisgarh"] },
  { code: "23", name: "Madhya Pradesh", aliases: ["mp"] },
  { code: "24", name: "Gujarat" },
  {
    code: "26",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    aliases: ["daman and diu", "dadra and nagar haveli", "daman & diu", "dadra & nagar haveli"],
  },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu", aliases: ["tn"] },
  { code: "34", name: "Puducherry", aliases: ["pondicherry"] },
  {
    code: "35",
    name: "Andaman and Nicobar Islands",
    aliases: ["andaman & nicobar islands", "andaman and nicobar"],
  },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");

/** The state as GST names it, with its code; null when the spelling is not one we know. */
export function gstState(state: string): { code: string; name: string } | null {
  const wanted = normalise(state);
  const found = GST_STATES.find(
    (entry) => normalise(entry.name) === wanted || entry.aliases?.includes(wanted) || entry.code === wanted,
  );
  return found ? { code: found.code, name: found.name } : null;
}

/**
 * Intra-state (CGST + SGST) when goods go to the supplier's state, inter-state (IGST) to another Indian
 * state, export for any other country. A state we cannot read counts as another state: IGST, the
 * supply the address most likely is, and never a claim that tax went to the wrong state's half.
 */
export function supplyKindOf(
  supplierStateCode: string,
  delivery: { country: string; state: string },
): "intra_state" | "inter_state" | "export" {
  if (delivery.country.trim().toUpperCase() !== "IN") return "export";
  return gstState(delivery.state)?.code === supplierStateCode ? "intra_state" : "inter_state";
}
