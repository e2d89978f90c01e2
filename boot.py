# Storage policy for saved games; filled in by the firmware issue.
