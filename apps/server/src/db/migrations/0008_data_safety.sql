-- Reserved for issue 22; replace this no-op with the migration's statements.
SELECT 1;
