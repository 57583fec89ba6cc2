@main
struct ContactKitTool {
    static func main() {}
}
