-- A batch's writes check themselves (issue 5). Each conditional write of a group-committed batch
-- counts the rows it changed and calls this with whether they are the rows its decisions assumed;
-- if not (another process moved a balance between the batch's read and its write), the statement
-- fails, the COMMIT sent with it is skipped, and the batch runs again. Checking inside the
-- statement is what lets the writes and their COMMIT travel in one call.
CREATE FUNCTION secgate_assert(ok boolean, what text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'the batch moved under its writes: %', what USING ERRCODE = 'serialization_failure';
  END IF;
  RETURN true;
END
$$;
