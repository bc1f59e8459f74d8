import { DialogProvider } from "@admin/components/dialogs";
import { ToastProvider } from "@admin/components/toaster";
import { createQueryClient } from "@admin/lib/query-client";
import { createRouter } from "@admin/router";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import "./index.css";

const queryClient = createQueryClient();
const router = createRouter();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
