import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";

/** Shown while the dashboard's data loads on the server. */
export default function DashboardLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <DashboardSkeleton />
    </div>
  );
}
