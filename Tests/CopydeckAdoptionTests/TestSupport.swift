// Every file of this test module sees the shared test support (RawHTTPClient and its event-stream reader).
@_exported import CopydeckTestSupport
