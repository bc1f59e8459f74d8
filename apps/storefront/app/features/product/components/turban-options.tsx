import { formatRupees } from "@boutique/shared/pricing/currency";
import {
  PICO_STITCHING_PAISE,
  TURBAN_FABRICS,
  TURBAN_LENGTHS,
  type TurbanFabric,
} from "@boutique/shared/pricing/options";

export type TurbanChoice = { length: number; pico: boolean; fabric: TurbanFabric };

/** Spec §9: length 4.5-9.5 m in quarter metres, Pico stitching (+Rs 50) yes/no, fabric Rubia or Full Voile. */
export function TurbanOptions({
  value,
  onChange,
}: {
  value: TurbanChoice;
  onChange: (next: TurbanChoice) => void;
}) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-3">
      <div>
        <label htmlFor="turban-length" className="field-label">
          Length (metres)
        </label>
        <select
          id="turban-length"
          name="turbanLength"
          className="field-input read-only:bg-white"
          value={String(value.length)}
          onChange={(event) => onChange({ ...value, length: Number(event.target.value) })}
        >
          {TURBAN_LENGTHS.map((length) => (
            <option key={length} value={String(length)}>
              {length}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="field-label">Pico stitching</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 py-2.5">
          {[true, false].map((pico) => (
            <label key={String(pico)} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="Pico"
                value={pico ? "1" : "0"}
                checked={value.pico === pico}
                onChange={() => onChange({ ...value, pico })}
                className="h-4 w-4 accent-maroon"
              />
              {pico ? `Yes (+${formatRupees(PICO_STITCHING_PAISE)})` : "No"}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="turban-fabric" className="field-label">
          Fabric
        </label>
        <select
          id="turban-fabric"
          name="Fabric"
          className="field-input read-only:bg-white"
          value={value.fabric}
          onChange={(event) => onChange({ ...value, fabric: event.target.value as TurbanFabric })}
        >
          {TURBAN_FABRICS.map((fabric) => (
            <option key={fabric} value={fabric}>
              {fabric}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
