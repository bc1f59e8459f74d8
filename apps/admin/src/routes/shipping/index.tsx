import { useConfirmedDelete } from "@admin/components/confirmed-delete";
import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { type ShippingZone, useCountries, useDeleteZone, useShippingZones } from "@admin/hooks/api/shipping";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CodSettingsPanel } from "./cod-settings-form";
import { DeliverySettingsPanel } from "./delivery-settings-form";
import { GuestCheckoutPanel } from "./guest-checkout-form";
import { ZoneCard } from "./zone-card";
import { ZoneForm } from "./zone-form";

/** India ships by decision 007's rule (Edit Home), never by a zone. */
const DOMESTIC = "IN";

/**
 * International shipping (admin only): zones of countries, each with its charges by parcel weight and its
 * courier days; the working days delivery dates are counted from (issue 27 §3); and cash on delivery's
 * rules (issue 26 §1), which depend on where the parcel goes.
 */
export function Component() {
  const zones = useShippingZones();
  const countries = useCountries();
  /** The zone open in the editor: its id, "new" for the add form, or none. */
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const { ask, deletingId } = useConfirmedDelete(useDeleteZone(), {
    idOf: (zone: ShippingZone) => zone.id,
    question: (zone) => ({
      title: "Are you sure you want to delete this zone?",
      description:
        zone.countries.length > 0
          ? `Customers in its ${zone.countries.length === 1 ? "country" : `${zone.countries.length} countries`} will not be able to order until you put them in another zone.`
          : `${zone.name} has no country; deleting it changes no charge.`,
    }),
    onDeleted: (zone) => setEditing((open) => (open === zone.id ? null : open)),
  });

  const pending = zones.isPending || countries.isPending;
  const error = zones.error ?? countries.error;
  const choosable = (countries.data ?? []).filter((country) => country.code !== DOMESTIC);
  const list = zones.data ?? [];
  const close = () => setEditing(null);

  return (
    <>
      <PageHeader
        title="Shipping"
        description={
          <>
            Charges for parcels abroad, by zone and weight. A country in no zone cannot order.{" "}
            <Link to="/admin/editHome#site-settings" className="font-medium text-brand-700 underline">
              Shipping within India is set on Edit Home.
            </Link>
          </>
        }
        actions={
          <Button
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => setEditing("new")}
            disabled={pending || editing === "new"}
          >
            Add zone
          </Button>
        }
      />
      {pending ? (
        <LoadingState label="Loading shipping zones…" />
      ) : error ? (
        <ErrorState
          title="Error"
          message={`The shipping zones could not be loaded: ${error.message}`}
          onRetry={() => {
            void zones.refetch();
            void countries.refetch();
          }}
        />
      ) : (
        <div className="space-y-6">
          {editing === "new" ? <ZoneForm zones={list} countries={choosable} onClose={close} /> : null}
          {list.length === 0 && editing !== "new" ? (
            <div className="panel">
              <EmptyState title="No shipping zones yet">
                No country abroad can order. Add a zone with its countries and weight bands.
              </EmptyState>
            </div>
          ) : null}
          {list.map((zone) =>
            editing === zone.id ? (
              <ZoneForm key={zone.id} zone={zone} zones={list} countries={choosable} onClose={close} />
            ) : (
              <ZoneCard
                key={zone.id}
                zone={zone}
                onEdit={() => setEditing(zone.id)}
                onDelete={() => void ask(zone)}
                deleting={deletingId === zone.id}
              />
            ),
          )}
        </div>
      )}
      <div className="mt-8">
        <DeliverySettingsPanel />
      </div>
      <div className="mt-8">
        <CodSettingsPanel />
      </div>
      <div className="mt-8">
        <GuestCheckoutPanel />
      </div>
    </>
  );
}
