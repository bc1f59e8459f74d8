import { RowDeleteButton, useConfirmedDelete } from "@admin/components/confirmed-delete";
import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { type Coupon, useCoupons, useDeleteCoupon } from "@admin/hooks/api/coupons";
import { formatDate, formatMoney } from "@admin/lib/format";
import { queryTableProps } from "@admin/lib/query-table";
import { AddCouponForm } from "./add-form";

const col = dataTableColumns<Coupon>();
const rowId = (row: Coupon) => String(row.id);

const isExpired = (coupon: Coupon) =>
  coupon.expiry_date !== null && new Date(coupon.expiry_date).getTime() < Date.now();

const columns = [
  col.accessor("code", {
    header: "Code",
    cell: ({ row, getValue }) => (
      <span className="font-mono font-medium whitespace-nowrap text-stone-900">
        {getValue()}
        {row.original.first_order_only ? (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 font-sans text-xs font-medium text-brand-800">
            First order
          </span>
        ) : null}
      </span>
    ),
  }),
  col.accessor("discount", {
    header: "Discount",
    cell: (info) => `${info.getValue()}%`,
    meta: { align: "end" },
  }),
  col.accessor((row) => row.max_discount ?? -1, {
    id: "max_discount",
    header: "Max discount",
    cell: ({ row }) =>
      row.original.max_discount === null ? (
        <span className="text-stone-500">No cap</span>
      ) : (
        formatMoney(row.original.max_discount)
      ),
    meta: { align: "end" },
  }),
  col.accessor((row) => row.expiry_date ?? "9999", {
    id: "expiry_date",
    header: "Expires",
    cell: ({ row }) =>
      row.original.expiry_date === null ? (
        <span className="text-stone-500">Never</span>
      ) : isExpired(row.original) ? (
        <span className="text-red-700">Expired {formatDate(row.original.expiry_date)}</span>
      ) : (
        formatDate(row.original.expiry_date)
      ),
    meta: { className: "whitespace-nowrap" },
  }),
  col.accessor((row) => row.usage_limit ?? -1, {
    id: "usage",
    header: "Used",
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.used}
        {row.original.usage_limit === null ? "" : ` of ${row.original.usage_limit}`}
        {row.original.once_per_customer ? (
          <span className="block text-xs text-stone-500">Once per customer</span>
        ) : null}
      </span>
    ),
    meta: { align: "end" },
  }),
  col.accessor("created_date", {
    header: "Created",
    cell: (info) => formatDate(info.getValue()),
    meta: { className: "whitespace-nowrap text-stone-600" },
  }),
];

/** Spec §2 Coupons (/admin/discountCopouns): the list, the add form and delete. */
export function Component() {
  const list = useCoupons();
  const { ask, deletingId } = useConfirmedDelete(useDeleteCoupon(), {
    idOf: (coupon: Coupon) => coupon.id,
    question: (coupon) => ({
      title: "Are you sure you want to delete this coupon?",
      description: `Customers will no longer be able to use ${coupon.code}.`,
    }),
  });

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discount codes customers enter at checkout. The discount is a percent of the order, capped at the maximum."
      />
      <div className="space-y-6">
        <AddCouponForm />
        <DataTable
          label="Coupons"
          {...queryTableProps(list)}
          columns={columns}
          getRowId={rowId}
          rowActions={(coupon) => (
            <RowDeleteButton
              label={`Delete ${coupon.code}`}
              pending={deletingId === coupon.id}
              onClick={() => void ask(coupon)}
            />
          )}
          emptyTitle="No coupons yet"
          emptyMessage="Add the first one with the form."
          search={{ label: "Search coupons", placeholder: "Search by code" }}
          initialSorting={[{ id: "created_date", desc: true }]}
        />
      </div>
    </>
  );
}
