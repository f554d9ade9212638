import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">403</p>
      <h1 className="mt-2 text-2xl font-bold">You don&apos;t have access to this page</h1>
      <p className="mt-3 text-slate-600">This page is for admins. If you need it, ask an admin to change your role.</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Back to Ridedesk
      </Link>
    </main>
  );
}
