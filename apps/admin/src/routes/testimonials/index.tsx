import { RowDeleteButton, useConfirmedDelete } from "@admin/components/confirmed-delete";
import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { type Testimonial, useDeleteTestimonial, useTestimonials } from "@admin/hooks/api/testimonials";
import { formatDate } from "@admin/lib/format";
import { imageSrc } from "@admin/lib/images";
import { queryTableProps } from "@admin/lib/query-table";
import { UserRound } from "lucide-react";
import { AddTestimonialForm } from "./add-form";

const col = dataTableColumns<Testimonial>();
const rowId = (row: Testimonial) => String(row.id);

const columns = [
  col.accessor("image", {
    header: () => <span className="sr-only">Picture</span>,
    enableSorting: false,
    enableGlobalFilter: false,
    cell: (info) => <Avatar file={info.getValue()} />,
    meta: { className: "w-18 py-2" },
  }),
  col.accessor("name", {
    header: "Name",
    cell: (info) => <span className="font-medium whitespace-nowrap text-stone-900">{info.getValue()}</span>,
  }),
  col.accessor("description", {
    header: "Message",
    enableSorting: false,
    cell: (info) => <p className="line-clamp-2 max-w-2xl text-stone-700">{info.getValue()}</p>,
  }),
  col.accessor("created", {
    header: "Added",
    cell: (info) => formatDate(info.getValue()),
    meta: { className: "whitespace-nowrap text-stone-600" },
  }),
];

/** Spec §2 Testimonials: the list, the add form and delete; the home page shows them newest first. */
export function Component() {
  const list = useTestimonials();
  const { ask, deletingId } = useConfirmedDelete(useDeleteTestimonial(), {
    idOf: (item: Testimonial) => item.id,
    question: (item) => ({
      title: "Are you sure you want to delete this testimonial?",
      description: `${item.name}'s words and picture will leave the home page.`,
    }),
  });

  return (
    <>
      <PageHeader
        title="Testimonials"
        description="What customers say about the shop. The home page shows them, newest first."
      />
      <div className="space-y-6">
        <AddTestimonialForm />
        <DataTable
          label="Testimonials"
          {...queryTableProps(list)}
          columns={columns}
          getRowId={rowId}
          rowActions={(item) => (
            <RowDeleteButton
              label={`Delete the testimonial of ${item.name}`}
              pending={deletingId === item.id}
              onClick={() => void ask(item)}
            />
          )}
          emptyTitle="No testimonials yet"
          emptyMessage="Add the first one with the form: the customer's name, their words and a picture."
          search={{ label: "Search testimonials", placeholder: "Search by name or message" }}
          initialSorting={[{ id: "created", desc: true }]}
        />
      </div>
    </>
  );
}

function Avatar({ file }: { file: string | null }) {
  if (!file) {
    return (
      <span className="flex size-10 items-center justify-center rounded-full bg-stone-100 text-stone-400">
        <UserRound aria-hidden className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={imageSrc(file, 160)}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 max-w-none rounded-full bg-stone-100 object-cover"
    />
  );
}
