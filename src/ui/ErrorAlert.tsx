/** A failed load or action on a staff screen, announced to screen readers; renders nothing without a message. */
export function ErrorAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
      {message}
    </p>
  );
}
